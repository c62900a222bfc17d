import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { escapeHtml, jsonForScript } from "#server/lib/escape-html";
import { findPublicTalentBySlug } from "#server/talent-records/talents.repository";
import { subcategoryLabel } from "#shared/catalogue/categories";
import { LANGUAGES, type Language, localizedPath } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import { declaredTitle, documentTitle, type PageIndexEntry } from "#shared/routes/page-index";
import { profilePath } from "#shared/talents/slug";
import { fillHtmlTemplate, type HtmlTemplate, splitHtmlTemplate } from "./html-template.ts";

export type PageHead = {
  status: 200 | 404;
  language: Language;
  title: string;
  description: string;
  extra: string[];
};

const meta = (attr: "name" | "property", key: string, value: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
/** Open Graph's locale of each language. */
const OG_LOCALES: Record<Language, string> = { en: "en_GB", de: "de_DE" };

/** At most `length` characters, counted in code points so no surrogate pair is cut in half. */
const trim = (text: string, length = 160) => {
  const chars = Array.from(text);
  return chars.length > length
    ? `${chars
        .slice(0, length - 1)
        .join("")
        .trimEnd()}…`
    : text;
};

/** A path segment with its %-escapes decoded, or undefined when an escape is malformed. */
function decodedPathSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const notFound = (language: Language): PageHead => {
  const t = serverT(language);
  return {
    status: 404,
    language,
    title: documentTitle(t, t("pages.notFound.title")),
    description: t("pages.notFound.description"),
    extra: [meta("name", "robots", "noindex")],
  };
};

/**
 * A page's canonical link (its own language's address) and its alternates: one per language, and
 * `x-default` on the unprefixed address, which follows the visitor's browser on a first visit.
 */
function languageLinks(publicUrl: string, language: Language, path: string): string[] {
  const href = (lang: Language) => escapeHtml(`${publicUrl}${localizedPath(lang, path)}`);
  return [
    `<link rel="canonical" href="${href(language)}" />`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${lang}" href="${href(lang)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href("en")}" />`,
  ];
}

/**
 * The head of the HTML answer for a path in a language (`path` without the language's prefix; `page`:
 * the client's page that shows it, if any), so crawlers that run no script see the right title,
 * description, canonical and alternate links, Open Graph and Twitter tags, and a profile's
 * schema.org Person, all in the page's language.
 */
export async function pageHeadFor(
  db: Kysely<Database>,
  publicUrl: string,
  language: Language,
  path: string,
  page: PageIndexEntry | undefined,
): Promise<PageHead> {
  if (!page) return notFound(language);
  const t = serverT(language);
  if (page.kind === "public") {
    const title = declaredTitle(t, page);
    const description = t(page.description);
    const url = `${publicUrl}${localizedPath(language, page.path)}`;
    return {
      status: 200,
      language,
      title,
      description,
      extra: [
        ...languageLinks(publicUrl, language, page.path),
        meta("property", "og:type", "website"),
        meta("property", "og:title", title),
        meta("property", "og:description", description),
        meta("property", "og:url", url),
        meta("property", "og:locale", OG_LOCALES[language]),
        meta("name", "twitter:card", "summary"),
      ],
    };
  }
  if (page.kind === "private") {
    return {
      status: 200,
      language,
      title: declaredTitle(t, page),
      description: t(page.description),
      extra: [meta("name", "robots", "noindex")],
    };
  }
  const slug = decodedPathSegment(path.split("/").filter(Boolean)[2] ?? "");
  if (slug === undefined) return notFound(language);
  // The approved version only: a change under review is never in a page's head (ADR 41).
  const talent = await findPublicTalentBySlug(db, slug);
  if (!talent) return notFound(language);

  const url = `${publicUrl}${localizedPath(language, profilePath(talent))}`;
  const role = subcategoryLabel(t, talent.subcategory);
  const title = documentTitle(t, t("pages.profileHead.title", { name: talent.name, role }));
  const description = trim(
    talent.bio ||
      (talent.location
        ? t("pages.profileHead.descriptionWithPlace", { name: talent.name, role, location: talent.location })
        : t("pages.profileHead.description", { name: talent.name, role })),
  );
  const image = talent.image?.variants.find((v) => v.width >= 1200) ?? talent.image?.variants.at(-1);
  const imageUrl = image ? `${publicUrl}${image.url}` : undefined;
  const person = {
    "@context": "https://schema.org",
    "@type": "Person",
    name: talent.name,
    jobTitle: role,
    description,
    url,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(talent.location ? { address: { "@type": "PostalAddress", addressLocality: talent.location } } : {}),
  };
  return {
    status: 200,
    language,
    title,
    description,
    extra: [
      ...languageLinks(publicUrl, language, profilePath(talent)),
      meta("property", "og:type", "profile"),
      meta("property", "og:title", title),
      meta("property", "og:description", description),
      meta("property", "og:url", url),
      meta("property", "og:locale", OG_LOCALES[language]),
      ...(imageUrl ? [meta("property", "og:image", imageUrl)] : []),
      meta("name", "twitter:card", imageUrl ? "summary_large_image" : "summary"),
      meta("name", "twitter:title", title),
      meta("name", "twitter:description", description),
      ...(imageUrl ? [meta("name", "twitter:image", imageUrl)] : []),
      // A data block, not a script: the CSP's script-src does not apply to it.
      `<script type="application/ld+json">${jsonForScript(person)}</script>`,
    ],
  };
}

let lastTemplate: { html: string; template: HtmlTemplate } | undefined;

/**
 * A server-rendered body (ADR 32): head tags that go before the page's scripts and styles (the LCP
 * picture's preload, which otherwise waits behind them for a connection), more head tags, the app's
 * markup, and what follows the root.
 */
export type PageBody = { early: string[]; extra: string[]; root: string; afterRoot: string };

/**
 * Puts the head (and the server-rendered body, if any) into the built index.html, by concatenation
 * at the template's fixed markers.
 */
export function applyPageHead(html: string, head: PageHead, body?: PageBody): string {
  if (lastTemplate?.html !== html) lastTemplate = { html, template: splitHtmlTemplate(html) };
  return fillHtmlTemplate(lastTemplate.template, {
    language: head.language,
    title: `<title>${escapeHtml(head.title)}</title>`,
    description: meta("name", "description", head.description),
    early: body?.early.length ? `\n${body.early.join("\n")}` : "",
    extra: `${[...head.extra, ...(body?.extra ?? [])].join("\n")}\n`,
    ...(body ? { root: body.root, afterRoot: body.afterRoot } : {}),
  });
}
