/** The dashboards' recent lists show 3 items (spec doc 1 §9, doc 2 §9). */
export const RECENT_ITEMS_COUNT = 3;
