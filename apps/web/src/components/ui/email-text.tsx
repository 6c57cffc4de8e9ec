import { Fragment } from "react";

/** Where an address may wrap: before the @, and after each dot, hyphen, underscore or plus. */
const BREAK_AFTER = /([._+-])/;

function splitForWrapping(email: string): string[] {
  const at = email.indexOf("@");
  const local = at === -1 ? email : email.slice(0, at);
  const domain = at === -1 ? "" : email.slice(at);
  const pieces: string[] = [];
  for (const part of [local, domain]) {
    let current = "";
    for (const token of part.split(BREAK_AFTER)) {
      current += token;
      if (BREAK_AFTER.test(token)) {
        pieces.push(current);
        current = "";
      }
    }
    if (current) pieces.push(current);
  }
  return pieces;
}

/**
 * An e-mail address that wraps at its natural seams (the @ first, then dots and hyphens) rather
 * than mid-word, so a long address on a narrow card never ends in a stray last letter. The whole
 * address is its title, shown on hover.
 */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  return (
    <span title={email} className={`break-normal [overflow-wrap:normal] ${className}`}>
      {splitForWrapping(email).map((piece, index) => (
        // The pieces are positional: the same text can occur twice in one address.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
