import { useCallback, useEffect, useState } from "react";

/**
 * Seconds left until a deadline, ticking once a second. The deadline is a clock time so a
 * throttled background tab still shows the right value when it wakes.
 */
export function useCountdown(durationSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + durationSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(durationSeconds);

  useEffect(() => {
    const update = () => setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    update();
    const timer = window.setInterval(update, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setDeadline(Date.now() + durationSeconds * 1000);
    setSecondsLeft(durationSeconds);
  }, [durationSeconds]);

  return { secondsLeft, restart };
}
