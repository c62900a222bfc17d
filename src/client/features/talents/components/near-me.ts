import { coarsePoint, type GeoPoint } from "#shared/talents/talent-distance";

/** Why the browser gave no position: the visitor refused, or it could not find one. */
export type NearMeFailure = "denied" | "unavailable";

/**
 * The visitor's position from the browser, coarse (high accuracy off: a network fix is enough) and
 * rounded at once to two decimals (about 1 km); nothing finer leaves this function.
 */
export function locateVisitor(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  return new Promise<GeoPoint>((resolve, reject: (failure: NearMeFailure) => void) => {
    if (!geolocation) {
      reject("unavailable");
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => resolve(coarsePoint({ latitude: coords.latitude, longitude: coords.longitude })),
      (error) => reject(error.code === error.PERMISSION_DENIED ? "denied" : "unavailable"),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  });
}
