import { z } from "zod";

/** What a file input accepts, with the texts shown when a chosen file breaks a rule. */
export type FileRules = {
  mimeTypes: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
};

export function getFileRuleError(file: File, rules: FileRules): string | undefined {
  if (!rules.mimeTypes.includes(file.type)) return rules.typeMessage;
  if (file.size > rules.maxBytes) return rules.sizeMessage;
  return undefined;
}

/** A zod schema for an optional chosen file (null when none was chosen). */
export function createOptionalFileSchema(rules: FileRules) {
  return z
    .instanceof(File)
    .superRefine((file, context) => {
      const message = getFileRuleError(file, rules);
      if (message) context.addIssue({ code: "custom", message });
    })
    .nullable();
}

/** The value for an input's accept attribute. */
export function toAcceptAttribute(rules: FileRules): string {
  return rules.mimeTypes.join(",");
}
