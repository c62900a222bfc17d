// The translations' check (ADR 45), run by `npm run lint:i18n` and so by `npm test`. It fails when
//   - a catalog file or a key is in one language and not the other;
//   - a message is not valid ICU MessageFormat, or its placeholders differ between the languages;
//   - a key is used nowhere in src/ (an id written whole, or a template literal's fixed start,
//     `catalogue.category.${value}`, which counts for every key it starts);
//   - a source file outside the pending list holds a user-facing literal: JSX text with a letter, a
//     string with a letter in a user-facing prop (aria-label, placeholder, title, alt, label, ...), a
//     `message: "…"` property, or the text of a toast. A literal that is no text to translate (a brand
//     name, a unit) is marked with the comment `i18n-ignore` on its line or the line before.
//   node scripts/lint/i18n-check.mjs
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { parse } from "@messageformat/parser";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "../..");
const MESSAGES = path.join(ROOT, "src/shared/i18n/messages");
const PENDING = path.join(ROOT, "scripts/lint/i18n-pending.json");
const LANGUAGES = ["en", "de"];

/** Props whose string value a person reads or hears. */
const USER_FACING_PROPS = new Set([
  "aria-label",
  "aria-description",
  "aria-valuetext",
  "placeholder",
  "title",
  "alt",
  "label",
  "description",
  "heading",
  "hint",
  "emptyText",
  "confirmLabel",
  "cancelLabel",
  "submitLabel",
  "pendingLabel",
  "loadingLabel",
  "text",
]);
/** Fields of data objects that hold a text to show (a nav item's label, a badge's tooltip). */
const USER_FACING_FIELDS = new Set(["tooltip", "tagline", "cta", "idealFor", "subject", "summary", "body"]);
/** A message id: the only string a text-bearing field may hold in a translated file. */
const MESSAGE_ID = /^[a-z][\w-]*(\.[\w-]+)+$/;
const ZOD_CHECKS = new Set([
  "min",
  "max",
  "length",
  "email",
  "url",
  "regex",
  "nonempty",
  "refine",
  "gte",
  "lte",
  "int",
  "positive",
]);
const TOAST_METHODS = new Set(["success", "error", "info", "warning", "message", "loading"]);
const HAS_LETTER = /\p{L}/u;

const relative = (file) => path.relative(ROOT, file).split(path.sep).join("/");

function filesUnder(dir, test) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...filesUnder(full, test));
    else if (test(full)) found.push(full);
  }
  return found;
}

/** Every catalog: { "site/talents": { en: {...}, de: {...} } }. */
export function readCatalogs(messagesDir = MESSAGES) {
  const catalogs = {};
  for (const language of LANGUAGES) {
    const base = path.join(messagesDir, language);
    for (const file of filesUnder(base, (f) => f.endsWith(".json"))) {
      const name = path
        .relative(base, file)
        .split(path.sep)
        .join("/")
        .replace(/\.json$/, "");
      catalogs[name] ??= {};
      catalogs[name][language] = JSON.parse(readFileSync(file, "utf8"));
    }
  }
  return catalogs;
}

/**
 * The placeholders a compiled message uses: its arguments (`{name}`, `{count, plural, …}`) and the
 * markup tags `<0>` that `T` fills with elements. Lingui compiles a message to a list of parts: text,
 * or `[name, format?, options?]` whose options hold parts again.
 */
function placeholders(parts, names = new Set()) {
  for (const part of typeof parts === "string" ? [parts] : parts) {
    if (typeof part === "string") {
      for (const [tag] of part.matchAll(/<\d+\/?>/g)) names.add(tag.replace("/", ""));
      continue;
    }
    names.add(part[0]);
    const options = part[2];
    if (options && typeof options === "object") {
      for (const value of Object.values(options)) {
        if (typeof value === "string" || Array.isArray(value)) placeholders(value, names);
      }
    }
  }
  return names;
}

/** Problems with the catalogs themselves: missing files, keys, invalid messages, placeholders. */
export function catalogProblems(catalogs) {
  const problems = [];
  const seen = new Map();
  for (const [name, byLanguage] of Object.entries(catalogs)) {
    for (const language of LANGUAGES) {
      if (!byLanguage[language]) problems.push(`${language}/${name}.json is missing`);
    }
    const en = byLanguage.en ?? {};
    const de = byLanguage.de ?? {};
    for (const key of Object.keys(en)) {
      if (seen.has(key)) problems.push(`"${key}" is in ${seen.get(key)} and ${name}`);
      seen.set(key, name);
    }
    for (const [language, catalog, other] of [
      ["de", de, en],
      ["en", en, de],
    ]) {
      for (const key of Object.keys(other)) {
        if (!(key in catalog)) problems.push(`"${key}" is missing in ${language}/${name}.json`);
      }
    }
    for (const key of Object.keys(en)) {
      if (!(key in de)) continue;
      const names = {};
      for (const language of LANGUAGES) {
        const message = byLanguage[language][key];
        if (typeof message !== "string" || !message.trim()) {
          problems.push(`"${key}" in ${language}/${name}.json is empty`);
          continue;
        }
        try {
          // Lingui's compiler gives a broken message back as text; the parser says what is wrong.
          parse(message);
          names[language] = [...placeholders(compileMessage(message))].sort().join(", ");
        } catch (err) {
          problems.push(
            `"${key}" in ${language}/${name}.json is not valid ICU MessageFormat: ${err.message}`,
          );
        }
      }
      if (names.en !== undefined && names.de !== undefined && names.en !== names.de) {
        problems.push(`"${key}" has the placeholders {${names.en}} in English and {${names.de}} in German`);
      }
    }
  }
  return problems;
}

const isIgnored = (lines, node, sourceFile) => {
  const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
  return /i18n-ignore/.test(lines[line] ?? "") || /i18n-ignore/.test(lines[line - 1] ?? "");
};

/** What a source file uses (ids, id prefixes) and the user-facing literals it holds. */
export function scanSource(fileName, sourceText) {
  const sourceFile = ts.createSourceFile(
    fileName,
    sourceText,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = sourceText.split("\n");
  const strings = new Set();
  const prefixes = new Set();
  const literals = [];
  const report = (node, text) => {
    if (isIgnored(lines, node, sourceFile)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    literals.push({ line: line + 1, text: text.trim().replace(/\s+/g, " ").slice(0, 60) });
  };
  const stringOf = (node) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.add(node.text);
    if (ts.isTemplateExpression(node) && node.head.text) prefixes.add(node.head.text);
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && USER_FACING_PROPS.has(node.name.getText(sourceFile))) {
      const init = node.initializer;
      const text =
        stringOf(init) ?? (init && ts.isJsxExpression(init) ? stringOf(init.expression) : undefined);
      if (text !== undefined && HAS_LETTER.test(text)) report(node, text);
    }
    if (ts.isPropertyAssignment(node)) {
      const name = node.name.getText(sourceFile).replace(/^["']|["']$/g, "");
      const text = stringOf(node.initializer);
      if (
        (name === "message" || USER_FACING_PROPS.has(name) || USER_FACING_FIELDS.has(name)) &&
        text !== undefined &&
        HAS_LETTER.test(text) &&
        !MESSAGE_ID.test(text)
      ) {
        report(node, text);
      }
    }
    // A zod check's message: `.min(1, "Email is required")`, `z.email("…")`.
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ZOD_CHECKS.has(node.expression.name.text)
    ) {
      for (const arg of node.arguments) {
        const text = stringOf(arg);
        if (text !== undefined && HAS_LETTER.test(text) && /\s/.test(text) && !MESSAGE_ID.test(text))
          report(arg, text);
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.getText(sourceFile) === "toast" &&
      TOAST_METHODS.has(node.expression.name.text)
    ) {
      const text = stringOf(node.arguments[0]);
      if (text !== undefined && HAS_LETTER.test(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { strings, prefixes, literals };
}

const isSource = (file) =>
  /\.(ts|tsx)$/.test(file) && !/\.test\.(ts|tsx)$/.test(file) && !file.endsWith(".d.ts");

/** Every problem of the translations, as lines to print. */
export function i18nProblems() {
  const catalogs = readCatalogs();
  const problems = catalogProblems(catalogs);
  const pending = new Set(JSON.parse(readFileSync(PENDING, "utf8")));
  const used = new Set();
  const prefixes = new Set();
  const scanned = new Set();
  for (const file of filesUnder(path.join(ROOT, "src"), isSource)) {
    const name = relative(file);
    scanned.add(name);
    const { strings, prefixes: filePrefixes, literals } = scanSource(name, readFileSync(file, "utf8"));
    for (const s of strings) used.add(s);
    for (const p of filePrefixes) prefixes.add(p);
    if (pending.has(name) || !(name.startsWith("src/client/") || name.startsWith("src/shared/"))) continue;
    for (const { line, text } of literals)
      problems.push(`${name}:${line}: "${text}" is written here, not in the catalogs`);
  }
  for (const name of pending) {
    if (!scanned.has(name)) problems.push(`${name} is in scripts/lint/i18n-pending.json but does not exist`);
  }
  const prefixList = [...prefixes].filter((p) => p.includes("."));
  for (const [name, byLanguage] of Object.entries(catalogs)) {
    for (const key of Object.keys(byLanguage.en ?? {})) {
      if (!used.has(key) && !prefixList.some((p) => key.startsWith(p))) {
        problems.push(`"${key}" (${name}) is used nowhere in src/`);
      }
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const problems = i18nProblems();
  for (const problem of problems) console.log(problem);
  if (problems.length) {
    console.log(`\n${problems.length} translation problem(s).`);
    process.exit(1);
  }
  console.log("The translations are complete: both languages, every key used, no literal text outside them.");
}
