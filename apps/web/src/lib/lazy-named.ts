import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * `lazy` for a component its module exports by name (React's `lazy` takes a default export):
 * `lazyNamed(() => import("./token-form"), "TokenForm")`.
 */
export function lazyNamed<Name extends string, Props>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
