// Sending a link: the phone's own share sheet (WhatsApp and the rest) where there is one, else the clipboard.
import { toast } from "../components/Toast";
import type { Translate } from "../i18n";

/** Offer the link by the share sheet; true if it was shared, false if there is none or the player cancelled. */
export async function shareLink(url: string, text: string): Promise<boolean> {
  if (!navigator.share) return false;
  try {
    await navigator.share({ title: "Tricktable", text, url });
    return true;
  } catch {
    return false;
  }
}

/** Copy the link, and say so; where copying is refused, show the link to copy by hand. */
export async function copyLink(url: string, t: Translate): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast(t("lobby.copied"));
  } catch {
    toast(url);
  }
}

export const whatsAppLink = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;
