// The screens that are not a first screen (Welcome for a new visitor, Home for a returning one): each fetched the first
// time it is opened, so that the first load carries none of them.
import { lazyPart, lazyScreen } from "../onDemand";

export const CreateScreen = lazyScreen(() => import("./Create").then((module) => module.Create));
export const HistoryScreen = lazyScreen(() => import("./History").then((module) => module.History));
export const LobbyScreen = lazyScreen(() => import("./Lobby").then((module) => module.Lobby));
export const ReplayScreen = lazyScreen(() => import("./Replay").then((module) => module.Replay));
export const RulesScreen = lazyScreen(() => import("./Rules").then((module) => module.Rules));
export const SettingsScreen = lazyScreen(() => import("./Settings").then((module) => module.Settings));
export const TableScreen = lazyScreen(() => import("./Table").then((module) => module.Table));
export const CirclesScreen = lazyScreen(() => import("./Circles").then((module) => module.Circles));
export const CircleScreen = lazyScreen(() => import("./Circle").then((module) => module.Circle));
export const CircleJoinScreen = lazyScreen(() => import("./CircleJoin").then((module) => module.CircleJoin));
export const SharedScreen = lazyScreen(() => import("./Shared").then((module) => module.Shared));
export const MeStatsScreen = lazyScreen(() => import("./MeStats").then((module) => module.MeStats));
export const TournamentScreen = lazyScreen(() => import("./Tournament").then((module) => module.Tournament));
export const TournamentCreateScreen = lazyScreen(() =>
  import("./TournamentCreate").then((module) => module.TournamentCreate),
);
/** Home's "Your events": its code comes after Home, and shows nothing for a player in no event. */
export const YourEventsPart = lazyPart(() => import("./tournament/YourEvents").then((module) => module.YourEvents));
