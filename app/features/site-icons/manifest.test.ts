import { describe, expect, it } from "vitest";
import { webManifest } from "./manifest";

describe("the web manifest", () => {
  it("names the site as the company, in Portuguese, with the brand colour and both icons", () => {
    expect(webManifest({ name: "Magnasul", tagline: "Separação magnética" })).toEqual({
      name: "Magnasul",
      short_name: "Magnasul",
      description: "Separação magnética",
      lang: "pt-BR",
      dir: "ltr",
      start_url: "/",
      scope: "/",
      display: "browser",
      theme_color: "#1c3699",
      background_color: "#ffffff",
      icons: [
        { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      ],
    });
  });

  it("shortens a long name for the home screen, and never goes without one", () => {
    expect(webManifest({ name: "Magnasul Equipamentos Magnéticos", tagline: "" })).toMatchObject({
      name: "Magnasul Equipamentos Magnéticos",
      short_name: "Magnasul",
    });
    expect(webManifest({ name: "Eletromagnetismo Industrial", tagline: "" }).short_name).toBe("Eletromagnet");
    expect(webManifest({ name: " ", tagline: " " })).toMatchObject({ name: "Site", short_name: "Site" });
    expect(webManifest({ name: "Magnasul", tagline: "" })).not.toHaveProperty("description");
  });
});
