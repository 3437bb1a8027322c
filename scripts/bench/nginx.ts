import fs from "node:fs/promises";
import path from "node:path";
import zlib from "node:zlib";

/**
 * Writes the answers under folder/html, each beside its gzip file (level 9), and a minimal
 * nginx configuration that serves them on 127.0.0.1:port, the gzip file to a browser that
 * accepts it (`gzip_static`, as a static site is served); returns the configuration path. Everything nginx writes
 * (pid, error log, temporary files) stays in the folder.
 */
export async function writeNginxSite(folder: string, port: number, pages: Map<string, Buffer>) {
  const html = path.join(folder, "html");
  for (const [address, body] of pages) {
    // "/" becomes index.html, "/produtos/x" becomes produtos/x.html; nginx looks files up
    // without the query string, and serves the search API's JSON as it would a page.
    const urlPath = address.split("?")[0]!;
    const file = path.join(html, urlPath === "/" ? "index.html" : `${urlPath.slice(1)}.html`);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
    await fs.writeFile(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
  // Run as root, nginx workers drop to "nobody", who must read the pages.
  await fs.chmod(folder, 0o755);
  const temp = (name: string) => path.join(folder, `temp-${name}`);
  const config = `daemon off;
master_process on;
worker_processes 1;
pid ${path.join(folder, "nginx.pid")};
error_log ${path.join(folder, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("client-body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  types { text/html html; }
  default_type text/html;
  gzip_static on;
  server {
    listen 127.0.0.1:${port};
    root ${html};
    location / { try_files $uri.html $uri/index.html =404; }
  }
}
`;
  const configPath = path.join(folder, "nginx.conf");
  await fs.writeFile(configPath, config);
  return configPath;
}
