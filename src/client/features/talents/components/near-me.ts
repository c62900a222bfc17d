import type { GeoPoint } from "#shared/talents/talent-distance";

/** Why the browser gave no position: the visitor refused, or it could not find one. */
export type NearMeFailure = "denied" | "unavailable";

/**
 * The visitor's position from the browser, coarse (high accuracy off: a network fix is enough); the
 * caller writes it in the URL rounded to two decimals (formatNear), about 1 km.
 */
export function locateVisitor(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return new Promise<GeoPoint>((resolve, reject: (failure: NearMeFailure) => void) => {
    if (!geolocation) {
      reject("unavailable");
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  });
}
