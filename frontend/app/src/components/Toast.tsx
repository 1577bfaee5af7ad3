// A short message that fades by itself; the screen reader announces it.
import { useEffect, useState } from "preact/hooks";

let show: (text: string) => void = () => {};

export function toast(text: string): void {
  show(text);
}

export function ToastHost() {
  const [message, setMessage] = useState<{ text: string; id: number } | null>(null);
  useEffect(() => {
    show = (text) => setMessage({ text, id: Date.now() });
    return () => {
      show = () => {};
    };
  }, []);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), 2600);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div class="toast-host" role="status" aria-live="polite">
      {message && (
        <div class="toast" key={message.id}>
          {message.text}
        </div>
      )}
    </div>
  );
}
