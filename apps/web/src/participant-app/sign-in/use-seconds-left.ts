import { useEffect, useState } from "react";

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** The whole seconds until a moment (ms since the epoch), counting down once a second to 0. */
export function useSecondsLeft(until: number): number {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    setSecondsLeft(secondsUntil(until));
    const timer = window.setInterval(() => {
      const left = secondsUntil(until);
      setSecondsLeft(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return secondsLeft;
}

/** '1:30' */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}
