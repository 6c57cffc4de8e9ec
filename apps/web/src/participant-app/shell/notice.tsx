/** A message about an action just tried (no network), read out as it appears. */
export function Notice({ text }: { text: string | undefined }) {
  return (
    <p role="alert" className="mt-2 text-sm font-medium text-amber-900 empty:hidden">
      {text}
    </p>
  );
}
