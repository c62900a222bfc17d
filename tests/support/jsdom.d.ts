// jsdom ships no types and @types/jsdom is not installed: the part the server tests use to read a
// page's HTML as a browser without JavaScript would.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
