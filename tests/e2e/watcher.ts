import type { BrowserContext, ConsoleMessage, Request, Response } from "@playwright/test";
import { alertsInHtml } from "./alerts-in-html";

/** Something a visitor or the browser saw during a journey. */
export type Sighting =
  | { kind: "toast"; type: string; text: string }
  | { kind: "alert"; text: string }
  | { kind: "console"; text: string }
  | { kind: "response"; status: number; method: string; url: string }
  | { kind: "requestfailed"; method: string; url: string; reason: string };

/**
 * What a journey declares it may see. A text or address matches when the pattern finds it
 * (a string must match the whole text); fields left out match anything.
 */
export type Expected =
  | { toast: RegExp | string; type?: "success" | "error" | "info" | "warning" }
  | { alert: RegExp | string }
  | { console: RegExp | string }
  | { response: RegExp | string; status?: number; method?: string }
  | { requestfailed: RegExp | string };

const matches = (pattern: RegExp | string, text: string) => (typeof pattern === "string" ? pattern === text : pattern.test(text));

function isExpected(sighting: Sighting, expected: Expected) {
  switch (sighting.kind) {
    case "toast":
      return "toast" in expected && matches(expected.toast, sighting.text) && (!expected.type || expected.type === sighting.type);
    case "alert":
      return "alert" in expected && matches(expected.alert, sighting.text);
    case "console":
      return "console" in expected && matches(expected.console, sighting.text);
    case "response":
      return (
        "response" in expected &&
        matches(expected.response, sighting.url) &&
        (expected.status === undefined || expected.status === sighting.status) &&
        (expected.method === undefined || expected.method === sighting.method)
      );
    case "requestfailed":
      return "requestfailed" in expected && matches(expected.requestfailed, sighting.url);
  }
}

export function describeSighting(sighting: Sighting) {
  switch (sighting.kind) {
    case "toast":
      return `toast (${sighting.type}): ${sighting.text}`;
    case "alert":
      return `role=alert: ${sighting.text}`;
    case "console":
      return `console error: ${sighting.text}`;
    case "response":
      return `response ${sighting.status}: ${sighting.method} ${sighting.url}`;
    case "requestfailed":
      return `request failed (${sighting.reason}): ${sighting.method} ${sighting.url}`;
  }
}

/** Each watcher reports through a binding of its own: two may watch the same context. */
let watchers = 0;

/**
 * Runs in every page before its own scripts: reports each toast and each `role=alert` once it
 * has text, and again whenever its text changes (a live region filled later is a new message).
 */
function watchThePage(binding: string) {
  if (window !== window.top) return;
  const told = new WeakMap<Element, string>();
  const report = (window as unknown as Record<string, (kind: string, type: string, text: string) => void>)[binding];
  const scan = () => {
    for (const element of document.querySelectorAll("[data-sonner-toast], [role=alert]")) {
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim();
      if (!text || told.get(element) === text) continue;
      told.set(element, text);
      const isToast = element.hasAttribute("data-sonner-toast");
      // The close button's label is no part of what the toast says.
      const said = isToast ? (element.querySelector("[data-content]")?.textContent ?? text).replace(/\s+/g, " ").trim() : text;
      void report?.(isToast ? "toast" : "alert", element.getAttribute("data-type") ?? "", said);
    }
  };
  const start = () => {
    scan();
    new MutationObserver(scan).observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["role"],
    });
  };
  if (document.documentElement) start();
  else document.addEventListener("readystatechange", start, { once: true });
}

/**
 * Chromium logs every answer of 400 or more and every failed request as a console error too; the
 * response or the failure itself is recorded (with its address and method) and judged once.
 */
const resourceStatusLog = /^Failed to load resource: (the server responded with a status of \d{3}|net::ERR_)/;

/**
 * A navigation cancels what the page left in flight: route prefetches, beacons sent on unload,
 * a fetcher's answer the next page no longer needs. Chromium reports these as aborted; every
 * other failure (refused connection, reset, a request the page itself cut short) still counts.
 */
const abortedByNavigation = "net::ERR_ABORTED";

/**
 * Records every toast, `role=alert`, console error, uncaught page error, failed request and
 * answer of 400 or more in the browser contexts it watches, so a journey fails on what it did
 * not declare (`allow`), and can read what it saw (`seen`).
 */
export class JourneyWatcher {
  readonly sightings: Sighting[] = [];

  /** Whether the contexts it watches run scripts, unless one is opened saying otherwise. */
  constructor(private readonly javaScriptByDefault = true) {}

  private readonly allowed: Expected[] = [];

  /** Declares what this journey may legitimately see, however often. */
  allow(...expected: Expected[]) {
    this.allowed.push(...expected);
  }

  /** What was seen so far, of one kind. */
  seen<K extends Sighting["kind"]>(kind: K) {
    return this.sightings.filter((sighting): sighting is Extract<Sighting, { kind: K }> => sighting.kind === kind);
  }

  unexpected() {
    return this.sightings.filter((sighting) => !this.allowed.some((expected) => isExpected(sighting, expected)));
  }

  /** Fails the journey, naming each sighting it did not declare. */
  verdict() {
    const unexpected = this.unexpected();
    if (unexpected.length) {
      throw new Error(
        `The journey saw what it did not declare (watcher.allow or expectedSightings):\n${unexpected.map((sighting) => `  - ${describeSighting(sighting)}`).join("\n")}`,
      );
    }
  }

  private readonly watched = new WeakSet<BrowserContext>();
  private readonly binding = `__journeyWatcherSaw${++watchers}`;

  /** Pages of contexts without scripts still being read. */
  private readonly reading = new Set<Promise<void>>();

  /** Once every page of a context without scripts that arrived has been read. */
  async settled() {
    await Promise.all(this.reading);
  }

  /**
   * Watches a browser context and the pages it opens; a context already watched is left as it is.
   * Without scripts the pages run nothing of the watcher's either: each page is read as it arrives.
   */
  async watch(context: BrowserContext, { javaScriptEnabled = this.javaScriptByDefault } = {}) {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    if (!javaScriptEnabled) context.on("response", (response) => this.readThePage(response));
    await context.exposeBinding(this.binding, (_source, kind: "toast" | "alert", type: string, text: string) => {
      this.sightings.push(kind === "toast" ? { kind, type, text } : { kind, text });
    });
    await context.addInitScript(watchThePage, this.binding);
    const watchPage = (page: import("@playwright/test").Page) => {
      page.on("console", (message: ConsoleMessage) => {
        if (message.type() === "error" && !resourceStatusLog.test(message.text()))
          this.sightings.push({ kind: "console", text: message.text() });
      });
      page.on("pageerror", (error) => this.sightings.push({ kind: "console", text: `uncaught ${error.name}: ${error.message}` }));
    };
    context.pages().forEach(watchPage);
    context.on("page", watchPage);
    context.on("requestfailed", (request: Request) => {
      const reason = request.failure()?.errorText ?? "";
      // Without scripts, Chromium refuses each script the page names, as its policy would.
      const scriptNotRun = !javaScriptEnabled && reason === "csp" && request.resourceType() === "script";
      if (reason !== abortedByNavigation && !scriptNotRun)
        this.sightings.push({ kind: "requestfailed", method: request.method(), url: request.url(), reason });
    });
    context.on("response", (response: Response) => {
      if (response.status() >= 400) {
        this.sightings.push({ kind: "response", status: response.status(), method: response.request().method(), url: response.url() });
      }
    });
  }

  private readThePage(response: Response) {
    const request = response.request();
    const isPage = request.resourceType() === "document" && !request.frame().parentFrame();
    const isRedirect = response.status() >= 300 && response.status() < 400;
    if (!isPage || isRedirect || !(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
    const read = response
      .text()
      .then((html) => {
        for (const text of alertsInHtml(html)) this.sightings.push({ kind: "alert", text });
      })
      // A page whose context the journey closed at once is no longer there to be read.
      .catch(() => undefined)
      .finally(() => this.reading.delete(read));
    this.reading.add(read);
  }
}
