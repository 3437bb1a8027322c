#!/bin/sh
# Starts nginx for SITE_DOMAIN and keeps its certificate: obtained over ACME (HTTP-01, answered by
# nginx from /var/www/acme) once nginx runs, renewed when 30 days are left, checked twice a day.
set -eu

: "${SITE_DOMAIN:?SITE_DOMAIN deve ser o domínio do site, por exemplo www.exemplo.com.br}"
: "${ACME_EMAIL:?ACME_EMAIL deve ser o e-mail de quem responde pelo certificado}"
ACME_SERVER="${ACME_SERVER:-https://acme-v02.api.letsencrypt.org/directory}"
accounts=/certificates/acme
issued="$accounts/certificates/$SITE_DOMAIN"

sed "s/SITE_DOMAIN/$SITE_DOMAIN/g" /etc/nginx/site.conf.template >/etc/nginx/site.conf

# nginx needs a certificate to start: until ACME gives one, a self-signed one of a day.
if [ ! -s /certificates/site.crt ]; then
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=$SITE_DOMAIN" \
    -keyout /certificates/site.key -out /certificates/site.crt 2>/dev/null
fi

certify() {
  lego_command=renew
  [ -s "$issued.crt" ] || lego_command=run
  if lego --accept-tos --email "$ACME_EMAIL" --server "$ACME_SERVER" --domains "$SITE_DOMAIN" \
    --path "$accounts" --http --http.webroot /var/www/acme "$lego_command" $( [ "$lego_command" = renew ] && echo --days 30 ); then
    if ! cmp -s "$issued.crt" /certificates/site.crt; then
      cp "$issued.crt" /certificates/site.crt
      cp "$issued.key" /certificates/site.key
      nginx -s reload
      echo "proxy: certificate for $SITE_DOMAIN installed"
    fi
  else
    echo "proxy: could not obtain a certificate for $SITE_DOMAIN from $ACME_SERVER; trying again in 5 minutes" >&2
    return 1
  fi
}

(
  until [ -s /run/nginx.pid ]; do sleep 1; done
  while :; do
    if certify; then sleep 43200; else sleep 300; fi
  done
) &

exec nginx -g "daemon off;"
