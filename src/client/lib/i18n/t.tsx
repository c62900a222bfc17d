import { TransNoContext } from "@lingui/react/server";
import type { ReactElement } from "react";
import type { MessageId, MessageValues } from "#shared/i18n/translator";
import { useI18n } from "./i18n-context.tsx";

/**
 * A message with markup: `<0>terms</0>` in the message becomes `components[0]` with the text inside,
 * so a link keeps its place in every language's word order. Values are our own strings and numbers:
 * a text a user wrote goes through `t` instead, never through the markup parser.
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
}) {
  const { i18n } = useI18n();
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
}
