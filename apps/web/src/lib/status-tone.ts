/** The colours a status badge can take; the rules that pick one live beside each status. */
export type StatusTone = "green" | "blue" | "red" | "gray" | "yellow";
