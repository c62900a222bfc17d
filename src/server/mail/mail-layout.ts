import { escapeHtml } from "#server/lib/escape-html";
import type { Language } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";

export type MailContent = {
  /** Short line shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A list of linked entries after the paragraphs (the talents of a saved search's alert). */
  items?: { title: string; detail: string; url: string }[];
  action?: { label: string; url: string };
  footnote?: string;
  /** A last line with a link of its own (an alert's unsubscribe link). */
  footerLink?: { text: string; label: string; url: string };
};

/**
 * Vitrine's mail style: one calm column, one accent-coloured button, and a plain-text twin, in the
 * recipient's language (the texts given, the layout's own lines and `<html lang>`).
 */
export function renderMail(language: Language, content: MailContent): { html: string; text: string } {
  const t = serverT(language);
  const footer = t("mail.layout.footer");
  const button = content.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.action.url)}" style="background:#b4532a;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:13px;color:#5f5a55">${escapeHtml(t("mail.layout.buttonFallback"))}<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : "";
  const items = content.items?.length
    ? `<ul style="padding:0;margin:0 0 14px;list-style:none">${content.items
        .map(
          (item) =>
            `<li style="margin:0 0 10px;font-size:16px;line-height:1.45"><a href="${escapeHtml(item.url)}" style="color:#b4532a;font-weight:600">${escapeHtml(item.title)}</a><br><span style="font-size:14px;color:#5f5a55">${escapeHtml(item.detail)}</span></li>`,
        )
        .join("\n")}</ul>`
    : "";
  const footerLink = content.footerLink
    ? `<p style="font-size:12px;color:#77706a;margin-top:8px">${escapeHtml(content.footerLink.text)} <a href="${escapeHtml(content.footerLink.url)}" style="color:#77706a">${escapeHtml(content.footerLink.label)}</a></p>`
    : "";
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;background:#f6f4f1;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1d1b19">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:10px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="font-family:Georgia,serif;font-size:22px;letter-spacing:.04em;margin:0 0 24px">Vitrine</p>
<h1 style="font-family:Georgia,serif;font-size:24px;font-weight:600;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.55;margin:0 0 14px">${escapeHtml(p)}</p>`).join("\n")}
${items}
${button}
${content.footnote ? `<p style="font-size:13px;color:#5f5a55;margin-top:24px">${escapeHtml(content.footnote)}</p>` : ""}
</td></tr></table>
<p style="font-size:12px;color:#77706a;margin-top:16px">${escapeHtml(footer)}</p>
${footerLink}
</td></tr></table></body></html>`;
  const text = [
    "Vitrine",
    "",
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.items ?? []).flatMap((item) => [item.title, item.detail, item.url, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.footnote ? [content.footnote, ""] : []),
    footer,
    ...(content.footerLink
      ? ["", `${content.footerLink.text} ${content.footerLink.label}: ${content.footerLink.url}`]
      : []),
  ].join("\n");
  return { html, text };
}
