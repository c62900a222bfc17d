/**
 * The built index.html cut once at fixed markers (the title, the description meta tag and the end of
 * the head), so a page's head is put together by concatenation: no replacement-string semantics can
 * ever apply to values that come from users.
 */
export type HtmlTemplate = {
  beforeTitle: string;
  betweenTitleAndDescription: string;
  beforeHeadEnd: string;
  fromHeadEnd: string;
};

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/>/;
const HEAD_END = "</head>";

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
  return {
    beforeTitle: html.slice(0, title.index),
    betweenTitleAndDescription: html.slice(afterTitle, descriptionStart),
    beforeHeadEnd: html.slice(afterDescription, headEnd),
    fromHeadEnd: html.slice(headEnd),
  };
}

/** The page: the template's parts with the given, already escaped, markup between them. */
export function fillHtmlTemplate(
  template: HtmlTemplate,
  markup: { title: string; description: string; extra: string },
): string {
  return (
    template.beforeTitle +
    markup.title +
    template.betweenTitleAndDescription +
    markup.description +
    template.beforeHeadEnd +
    markup.extra +
    template.fromHeadEnd
  );
}
