import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject } from "react-router";
import { methodNotAllowedMessage } from "~/lib/api-response";
import type { MethodRefusal } from "~/lib/request-context";
import { decodedPath, isApiPath } from "./staff-paths";

/** What the server build says of a route: where it sits and what its module exports. */
type BuiltRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { loader?: unknown; action?: unknown; default?: unknown; middleware?: unknown };
};
type RouteTable = { routes: Record<string, BuiltRoute | undefined> };
type Build = RouteTable | (() => Promise<RouteTable>);

declare module "express-serve-static-core" {
  interface Locals {
    /** A method this address does not serve, left to React Router to refuse (`refusedMethodContext`). */
    refusedMethod?: MethodRefusal;
  }
}

type MatchedRoute = RouteObject & { module: BuiltRoute["module"] };

const reading = ["GET", "HEAD"];
const changing = ["POST", "PUT", "PATCH", "DELETE"];
/** The methods React Router takes; any other (TRACE, CONNECT, WebDAV's) cannot even become a fetch Request. */
const routerMethods = new Set([...reading, ...changing, "OPTIONS"]);

function routeTree(table: RouteTable, parentId?: string): MatchedRoute[] {
  return Object.values(table.routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const { id, path, caseSensitive, module } = route!;
      return route!.index
        ? { id, path, caseSensitive, module, index: true }
        : { id, path, caseSensitive, module, children: routeTree(table, id) };
    });
}

/** A page's single-fetch loader answers at its path plus `.data`, the home page's at `/_root.data`. */
function routedPath(path: string) {
  if (!path.endsWith(".data")) return path;
  const page = path.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}

/**
 * The methods an address serves, as React Router decides: GET and HEAD where its deepest route
 * loads or renders; the changing methods where the route that takes submissions (the deepest
 * with a path, or the index route asked with `?index`) has an action; an API action names its
 * own. Also whether a route on the way has middleware of its own: the staff guards, which answer
 * a visitor without the right session first.
 */
function methodsOf(routes: MatchedRoute[], path: string, search: URLSearchParams) {
  const matches = matchRoutes(routes, routedPath(decodedPath(path))) ?? [];
  const deepest = matches.at(-1)?.route as MatchedRoute | undefined;
  const asksIndex = search.getAll("index").includes("");
  const submitted = (deepest?.index && asksIndex ? deepest : matches.filter((match, at) => at === 0 || match.route.path).at(-1)?.route) as
    MatchedRoute | undefined;
  const action = submitted?.module.action as { methods?: readonly string[] } | undefined;
  return {
    allowed: [...(deepest?.module.loader || deepest?.module.default ? reading : []), ...(action ? (action.methods ?? changing) : [])],
    guarded: matches.some((match, at) => at > 0 && (match.route as MatchedRoute).module.middleware !== undefined),
  };
}

/**
 * Answers a method the address does not serve with 405 and the `Allow` header RFC 9110 requires,
 * before any loader or action runs. A method React Router cannot take (TRACE) is answered here:
 * an API address in its JSON envelope, a page in plain words, as the server's other refusals.
 * Any other goes on with `refusedMethodContext` set, and is refused in React Router, so a page
 * gets the error screen in Portuguese: at the root, or, behind a staff guard, once the guard has
 * answered a visitor without the right session or role (as it answers every other request).
 * An unguarded API address is answered here. Reading a page is always served and costs no
 * look-up; OPTIONS is left as it was.
 */
export function refuseUnservedMethods(build: Build) {
  let routes: MatchedRoute[] | undefined;
  const routesOf = async () => (typeof build === "function" ? routeTree(await build()) : (routes ??= routeTree(build)));
  return async (req: Request, res: Response, next: NextFunction) => {
    const api = isApiPath(req.path);
    if (req.method === "OPTIONS" || (reading.includes(req.method) && !api)) {
      next();
      return;
    }
    const queryStart = req.originalUrl.indexOf("?");
    const search = new URLSearchParams(queryStart === -1 ? "" : req.originalUrl.slice(queryStart + 1));
    const { allowed, guarded } = methodsOf(await routesOf(), req.path, search);
    if (allowed.includes(req.method)) {
      next();
      return;
    }
    const allow = allowed.join(", ");
    if (routerMethods.has(req.method) && (guarded || !api)) {
      res.locals.refusedMethod = guarded ? "after-staff-guard" : "at-root";
      // Only the refusal names the methods: a guard's 401, 403 or redirect does not.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
      res.writeHead = ((...args: unknown[]) => {
        if (res.statusCode === 405 || args[0] === 405) res.setHeader("Allow", allow);
        return writeHead(...args);
      }) as typeof res.writeHead;
      next();
      return;
    }
    res.setHeader("Allow", allow);
    if (api) res.status(405).json({ error: { message: methodNotAllowedMessage, code: "method_not_allowed" } });
    else res.status(405).type("text/plain; charset=utf-8").send(`${methodNotAllowedMessage}.`);
  };
}
