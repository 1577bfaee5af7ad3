// iPhones and iPads push only to web apps added to the Home Screen: Safari in a tab must first be shown how.

/** What the detection reads of the browser (the real `navigator` and `matchMedia` unless a test gives others). */
export interface Device {
  userAgent: string;
  maxTouchPoints: number;
  /** Safari's own flag: true when the page runs as a Home Screen web app. */
  standalone?: boolean;
  /** Whether the page shows as a web app of its own (`display-mode: standalone`). */
  displayStandalone: boolean;
}

function thisDevice(): Device {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    standalone: nav.standalone,
    displayStandalone: typeof matchMedia === "function" && matchMedia("(display-mode: standalone)").matches,
  };
}

/** An iPhone, iPod or iPad: iPadOS's Safari says it is a Mac, but no Mac has a touch screen. */
export function isIos(device: Device = thisDevice()): boolean {
  if (/iPhone|iPad|iPod/.test(device.userAgent)) return true;
  return /Macintosh/.test(device.userAgent) && device.maxTouchPoints > 1;
}

/** The page runs as a Home Screen web app. */
export function isStandalone(device: Device = thisDevice()): boolean {
  return device.standalone === true || device.displayStandalone;
}

/** On iOS in a browser tab, where notifications can only come once the app is added to the Home Screen. */
export function needsHomeScreen(device: Device = thisDevice()): boolean {
  return isIos(device) && !isStandalone(device);
}
