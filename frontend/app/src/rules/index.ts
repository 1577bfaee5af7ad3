// The rules books by language.
import type { Language } from "../session";
import { en } from "./en";
import { hi } from "./hi";
import { nl } from "./nl";
import type { RulesBook } from "./types";

export const RULES: Record<Language, RulesBook> = { en, hi, nl };
