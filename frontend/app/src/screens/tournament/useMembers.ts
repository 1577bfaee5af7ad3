// A circle's members to pick from (a partner, an entrant the owner adds), fetched once the picker is shown.
import { circleApi } from "../../circles/api";
import type { Member } from "../../circles/types";
import { usePaged } from "../../circles/usePaged";
import type { Translate } from "../../i18n";

export function useMembers(circleId: string | null, t: Translate): Member[] {
  return usePaged<Member>(circleId ? circleApi(circleId, "/members?page_size=100") : null, t).items ?? [];
}
