import http from "node:http";
import type { AddressInfo } from "node:net";
import { db } from "~/db/client.server";
import { pages, siteSettings } from "~/db/schema";
import { sampleCatalogue, sampleCompany } from "~/features/seed";

type ReceivedRequest = { path: string; headers: http.IncomingHttpHeaders; body: unknown };
/** What the fake answers: a status and a JSON body, or nothing at all (a server that hangs). */
export type FakeAnswer = { status?: number; json: unknown } | "hang";

/** An HTTP server on 127.0.0.1 that records every JSON request and answers as the test scripts it. */
export async function startFakeServer(answer: (body: unknown, index: number) => FakeAnswer) {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((request, response) => {
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => {
      const body: unknown = JSON.parse(text);
      received.push({ path: request.url ?? "", headers: request.headers, body });
      const reply = answer(body, received.length - 1);
      if (reply === "hang") return;
      response.writeHead(reply.status ?? 200, { "content-type": "application/json" });
      response.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The sample catalogue and company data, as `npm start` seeds them. */
export async function seedSampleContent() {
  await db()
    .insert(pages)
    .values(
      sampleCatalogue.map((page) => ({
        title: page.title,
        slug: page.slug,
        pageType: page.pageType,
        published: page.published ?? true,
        content: {
          image_url: "",
          catalog_url: "",
          introduction: page.introduction,
          description: page.description,
          sections: [],
          gallery_images: [],
        },
      })),
    );
  await db().insert(siteSettings).values({ settingKey: "company", settingValue: sampleCompany });
}
