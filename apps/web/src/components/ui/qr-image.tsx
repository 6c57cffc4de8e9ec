/**
 * The server's QR code SVG as an image: an <img> never runs what the markup holds, as injecting
 * the SVG into the page would.
 */
export function QrImage({
  svg,
  label,
  className,
}: {
  svg: string;
  label: string;
  className?: string;
}) {
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt={label}
      className={className}
    />
  );
}
