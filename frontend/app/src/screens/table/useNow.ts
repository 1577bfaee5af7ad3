// The time, once a second: the turn's clock and its ring run down with it.
import { useEffect, useState } from "preact/hooks";

export function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
