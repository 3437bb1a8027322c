import type { TrackingTag } from "~/db/content-types";

/**
 * The nonce of the page's Content-Security-Policy, read from React Router's own scripts: the
 * browser empties the attribute once the page is parsed but keeps the property.
 */
function pageNonce() {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

/**
 * Scripts parsed from HTML never run: each one is rebuilt as a new element, with the page's
 * nonce, without which the policy refuses an inline script (scripts it then loads are trusted).
 */
function runnable(node: Node): Node {
  if (!(node instanceof HTMLScriptElement)) return node;
  const script = document.createElement("script");
  for (const attribute of Array.from(node.attributes)) script.setAttribute(attribute.name, attribute.value);
  script.nonce = pageNonce();
  script.text = node.text;
  return script;
}

/** Places a tag's HTML at its position, once per key. */
export function injectSnippet(key: string, html: string, position: TrackingTag["position"]) {
  if (document.querySelector(`[data-tracking-tag="${CSS.escape(key)}"]`)) return;
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  const nodes = Array.from(template.content.childNodes).map((node) => {
    const ready = runnable(node);
    if (ready instanceof Element) ready.setAttribute("data-tracking-tag", key);
    return ready;
  });
  const marker = document.createElement("meta");
  marker.setAttribute("data-tracking-tag", key);
  if (position === "head") document.head.append(marker, ...nodes);
  else if (position === "body_start") document.body.prepend(marker, ...nodes);
  else document.body.append(marker, ...nodes);
}

const idPattern = /^[A-Za-z0-9_-]+$/;

export function googleAnalyticsSnippet(id: string) {
  if (!idPattern.test(id)) return "";
  return `<script async src="https://www.googletagmanager.com/gtag/js?id=${id}"></script>
<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');</script>`;
}

/** Google's nonce-aware snippet: gtm.js carries the nonce on to the custom HTML tags it adds. */
export function googleTagManagerSnippet(id: string) {
  if (!idPattern.test(id)) return "";
  return `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');</script>`;
}

export function facebookPixelSnippet(id: string) {
  if (!/^\d+$/.test(id)) return "";
  return `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');</script>`;
}
