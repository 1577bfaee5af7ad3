// Texas 42's options on the create screens: the marks game's own options shown only with marks (under points the
// server refuses them away from their defaults), and the target following the scoring (250 points, 7 marks).
import type { OptionRules } from "../../components/optionRules";

const MARKS_ONLY = [
  "contracts",
  "early_end",
  "nello_doubles",
  "nello_min",
  "sevens_min",
  "sevens_ties",
  "splash_min",
  "plunge_min",
];

export const optionRules: OptionRules = {
  shownWhen: Object.fromEntries(MARKS_ONLY.map((name) => [name, ["scoring", "marks"]])),
  follows: { target: ["scoring", { points: 250, marks: 7 }] },
};
