import { TransNoContext } from "@lingui/react/server";
import type { ReactElement } from "react";
import type { MessageValues } from "./i18n";
import { i18n } from "./i18n";
import type { MessageId } from "./message-id";
import { useTexts } from "./use-texts";

type TextProps = {
  id: MessageId;
  values?: MessageValues;
  /** The elements the message's numbered tags wrap: "Read the <0>policy</0>" → {0: <a/>}. */
  components?: Record<string, ReactElement>;
};

/** A message with markup inside it (links, emphasis), which t() cannot give as a string. */
export function T({ id, values, components }: TextProps) {
  useTexts();
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
}
