import { Icon } from "~/ui/icons/icon";
import { useState } from "react";

/**
 * The company video: a still with a play button, and the player (privacy-enhanced
 * domain) only once the visitor asks for it, so the page loads nothing from YouTube before.
 */
export function YoutubeVideo({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video overflow-hidden rounded-card bg-steel-900">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          className="absolute inset-0 size-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex items-center justify-center"
          aria-label={`Assistir ao vídeo: ${title}`}
        >
          <img
            src={`https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`}
            alt=""
            loading="lazy"
            className="absolute inset-0 size-full object-cover opacity-80"
          />
          <span className="relative flex size-16 items-center justify-center rounded-full bg-red-600 text-white shadow-lg group-hover:scale-105">
            <Icon name="Play" className="size-8 fill-current" />
          </span>
        </button>
      )}
    </div>
  );
}
