import { render } from "@testing-library/react";
import type { ComponentType } from "react";

/**
 * Renders a component from its props, with `rerenderWith` to render it again with some of them
 * changed, as its parent would on passing new ones; what the user typed stays.
 */
export function renderWithProps<Props extends object>(
  Component: ComponentType<Props>,
  props: Props,
) {
  const view = render(<Component {...props} />);
  return {
    ...view,
    rerenderWith: (changes: Partial<Props>) => view.rerender(<Component {...props} {...changes} />),
  };
}
