/** A photo of the approved gallery, as the comp card page offers it. */
export type CompCardPicture = { id: string; url: string; width: number; height: number; description: string };

/** A photo's name for its controls: its description, or "Photo N" by its place in the gallery. */
export type PictureName = (picture: CompCardPicture) => string;
