// The sample talents' pictures, drawn by code: SVG scenes rasterised by sharp, no downloads.
export type { Person } from "./person.ts";
export { skinBase } from "./person.ts";
export { type Picture, renderPicture } from "./picture.ts";
export { PORTFOLIO_IDS, samplePortfolio, talentLooks } from "./sample-portfolios.ts";
export { isBelievableSkin, skinFrom } from "./skin-tones.ts";
