// One rule per kind of uploaded file (DESIGN §7): the server's checks, the OpenAPI descriptions
// and the web's checks and hints all read these, so no limit or size text is written twice.

export const MEGABYTE = 1024 * 1024;

export type FileRule = {
  /** Decided by content (magic bytes), never by the name alone. */
  mimeTypes: readonly string[];
  /** For documents, the extension must agree with the content. */
  extensions?: readonly string[];
  /** For documents, the one type each extension may hold. */
  mimeTypeByExtension?: Readonly<Record<string, string>>;
  maxBytes: number;
  /** The answer to a file of another type. */
  typeMessage: string;
  /** The answer to a file over maxBytes. */
  sizeMessage: string;
};

/** '100' for 100 MB: the limit as the texts write it. */
export function megabytes(rule: Pick<FileRule, "maxBytes">): number {
  return rule.maxBytes / MEGABYTE;
}

const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
const EVENT_IMAGE_MAX_BYTES = 100 * MEGABYTE;
const SESSION_FILE_MAX_BYTES = 16 * MEGABYTE;
const PROFILE_IMAGE_MAX_BYTES = 10 * MEGABYTE;
const EVENT_DOCUMENT_MAX_BYTES = 100 * MEGABYTE;

/**
 * The one type a document of each extension may hold: the content decides the type, and the
 * name's extension must name it. .xls and .ppt are old Office (CFB) containers like .doc; .docx,
 * .xlsx and .pptx are zips; .txt is UTF-8 without NUL bytes.
 */
const DOCUMENT_MIME_TYPE_BY_EXTENSION = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".ppt": "application/vnd.ms-powerpoint",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".txt": "text/plain",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
} as const;

type DocumentExtension = keyof typeof DOCUMENT_MIME_TYPE_BY_EXTENSION;

/** The rule for documents of these extensions; its MIME types are the ones they name, in order. */
function documentRule<const Extension extends DocumentExtension>(
  extensions: readonly Extension[],
  limits: Pick<FileRule, "maxBytes" | "typeMessage" | "sizeMessage">,
) {
  const mimeTypes = extensions.map((extension) => DOCUMENT_MIME_TYPE_BY_EXTENSION[extension]);
  return {
    mimeTypes: [...new Set(mimeTypes)],
    extensions,
    mimeTypeByExtension: Object.fromEntries(
      extensions.map((extension) => [extension, DOCUMENT_MIME_TYPE_BY_EXTENSION[extension]]),
    ),
    ...limits,
  } satisfies FileRule;
}

/** The rule for images of these types (JPEG, PNG and GIF unless named). */
function imageRule(
  limits: Pick<FileRule, "maxBytes" | "typeMessage" | "sizeMessage">,
  mimeTypes: readonly string[] = IMAGE_MIME_TYPES,
) {
  return { mimeTypes, ...limits } satisfies FileRule;
}

export const EVENT_IMAGE_FILE_RULE = imageRule({
  maxBytes: EVENT_IMAGE_MAX_BYTES,
  typeMessage: "Please upload a valid image (JPEG, PNG, GIF)",
  sizeMessage: `Image size must be less than ${EVENT_IMAGE_MAX_BYTES / MEGABYTE}MB`,
});

export const EVENT_DOCUMENT_FILE_RULE = documentRule(
  [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png", ".gif", ".webp"],
  {
    maxBytes: EVENT_DOCUMENT_MAX_BYTES,
    typeMessage: "Unsupported file type. Supported: PDF, DOC, DOCX, JPG, PNG, GIF, WEBP",
    sizeMessage: `The file must be ${EVENT_DOCUMENT_MAX_BYTES / MEGABYTE} MB or smaller`,
  },
);

export const SESSION_IMAGE_FILE_RULE = imageRule({
  maxBytes: SESSION_FILE_MAX_BYTES,
  typeMessage: "Please select an image file (JPEG, PNG, GIF)",
  // DESIGN §7: the limit is 16 MB, so the hint and the check agree.
  sizeMessage: `Image size should be less than ${SESSION_FILE_MAX_BYTES / MEGABYTE}MB`,
});

export const SESSION_DOCUMENT_FILE_RULE = documentRule(
  [
    ".pdf",
    ".doc",
    ".docx",
    ".xls",
    ".xlsx",
    ".ppt",
    ".pptx",
    ".txt",
    ".jpg",
    ".jpeg",
    ".png",
    ".gif",
    ".webp",
  ],
  {
    maxBytes: SESSION_FILE_MAX_BYTES,
    typeMessage:
      "Unsupported file type. Supported: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX, TXT, images",
    sizeMessage: `Document size should be less than ${SESSION_FILE_MAX_BYTES / MEGABYTE}MB`,
  },
);

export const PROFILE_IMAGE_FILE_RULE = imageRule(
  {
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    typeMessage: "Profile image must be a JPEG, PNG, GIF or WEBP image",
    sizeMessage: `Profile image must be ${PROFILE_IMAGE_MAX_BYTES / MEGABYTE} MB or smaller`,
  },
  [...IMAGE_MIME_TYPES, "image/webp"],
);
