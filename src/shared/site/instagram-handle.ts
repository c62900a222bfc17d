/** "@name" for an Instagram profile URL such as https://www.instagram.com/name/, or null if it names none. */
export function instagramHandle(url: string): string | null {
  try {
    const first = new URL(url).pathname.split("/").find((part) => part !== "");
    return first ? `@${first.replace(/^@/, "")}` : null;
  } catch {
    return null;
  }
}
