/**
 * The built index.html cut once at fixed markers (the title, the description meta tag, the end of
 * the head and the app's root element), so a page is put together by concatenation: no
 * replacement-string semantics can ever apply to values that come from users.
 */
export type HtmlTemplate = {
  /** Up to the value of `<html lang="…">`. */
  beforeLanguage: string;
  /** From the end of that value to the title. */
  beforeTitle: string;
  betweenTitleAndDescription: string;
  beforeHeadEnd: string;
  /** From `</head>` to the end of `<div id="root">`. */
  fromHeadEndToRoot: string;
  /** From the root's `</div>` to the end. */
  fromRootEnd: string;
};

const LANGUAGE = /<html lang="([^"]*)"/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>/;
const HEAD_END = "</head>";
const ROOT = '<div id="root">';
const ROOT_END = "</div>";

export function splitHtmlTemplate(html: string): HtmlTemplate {
  const title = TITLE.exec(html);
  if (!title) throw new Error("index.html has no <title> element");
  const afterTitle = title.index + title[0].length;
  const description = DESCRIPTION.exec(html.slice(afterTitle));
  if (!description) throw new Error("index.html has no description meta tag after its title");
  const descriptionStart = afterTitle + description.index;
  const afterDescription = descriptionStart + description[0].length;
  const headEnd = html.indexOf(HEAD_END, afterDescription);
  if (headEnd < 0) throw new Error("index.html has no </head> after its description");
  const root = html.indexOf(ROOT, headEnd);
  const rootContent = root + ROOT.length;
  if (root < 0 || !html.startsWith(ROOT_END, rootContent)) {
    throw new Error('index.html has no empty <div id="root"></div> in its body');
  }
  const language = LANGUAGE.exec(html);
  if (!language || language.index > title.index)
    throw new Error('index.html has no <html lang="…"> before its title');
  const languageValue = language.index + '<html lang="'.length;
  return {
    beforeLanguage: html.slice(0, languageValue),
    beforeTitle: html.slice(languageValue + (language[1] ?? "").length, title.index),
    betweenTitleAndDescription: html.slice(afterTitle, descriptionStart),
    beforeHeadEnd: html.slice(afterDescription, headEnd),
    fromHeadEndToRoot: html.slice(headEnd, rootContent),
    fromRootEnd: html.slice(rootContent),
  };
}

/**
 * The page: the template's parts with the given, already escaped, markup between them (the language
 * is one of ours, from the page's address); `early` goes
 * right after the description, before the template's scripts and styles (so the browser asks for it
 * first), `extra` at the end of the head, `root` inside the root element (the server-rendered app),
 * `afterRoot` right after it (its data block).
 */
export function fillHtmlTemplate(
  template: HtmlTemplate,
  markup: {
    /** The page's language, a known code (never a visitor's text). */
    language: string;
    title: string;
    description: string;
    early?: string;
    extra: string;
    root?: string;
    afterRoot?: string;
  },
): string {
  return (
    template.beforeLanguage +
    markup.language +
    template.beforeTitle +
    markup.title +
    template.betweenTitleAndDescription +
    markup.description +
    (markup.early ?? "") +
    template.beforeHeadEnd +
    markup.extra +
    template.fromHeadEndToRoot +
    (markup.root ?? "") +
    ROOT_END +
    (markup.afterRoot ?? "") +
    template.fromRootEnd.slice(ROOT_END.length)
  );
}
