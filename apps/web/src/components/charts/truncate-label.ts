// About what fits a bar chart's name axis at its tick size; the table and tooltip show the rest.
const NAME_MAX_CHARACTERS = 14;

/** A name cut to fit beside its bar, with an ellipsis when it was cut. */
export function truncateLabel(label: string, maxCharacters = NAME_MAX_CHARACTERS): string {
  return label.length > maxCharacters ? `${label.slice(0, maxCharacters - 1).trimEnd()}…` : label;
}
