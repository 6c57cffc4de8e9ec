/**
 * The server's QR code SVG as an image: an <img> never runs what the markup holds, as injecting
 * the SVG into the page would.
 */
export function QrImage({
  svg,
  label,
  className,
  loading,
}: {
  svg: string;
  label: string;
  className?: string;
  /** "lazy" for codes far down a long page: each SVG image is parsed on the page's main thread. */
  loading?: "lazy";
}) {
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={label}
      className={className}
      loading={loading}
    />
  );
}
