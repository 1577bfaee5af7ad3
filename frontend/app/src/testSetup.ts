// Before every test file, as in the app (whose screens load the game registry): the games' words are in the
// translations, handed in by the registry, also for a test that imports one game's module alone.
import "./games";
