// Texas 42's count dominoes: what each is worth to the side that takes it in a trick (35 of a hand's 42 points).
export const COUNT: Record<string, number> = { "5-5": 10, "6-4": 10, "5-0": 5, "4-1": 5, "3-2": 5 };
