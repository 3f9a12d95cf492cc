/** YouTube's privacy-enhanced host: it sets no cookies until the viewer plays the video. */
export const YOUTUBE_NOCOOKIE_ORIGIN = 'https://www.youtube-nocookie.com';

export interface YoutubeEmbedOptions {
  /** Start playing at once; right after the visitor's click this is what they asked for. */
  autoplay?: boolean;
  /** Offset in whole seconds. */
  startSeconds?: number;
  /** Host to embed from; a mirror or a test double. */
  origin?: string;
}

/** The embed address for a YouTube video id, on the privacy-enhanced host unless told otherwise. */
export function youtubeEmbedUrl(videoId: string, options: YoutubeEmbedOptions = {}): string {
  const { autoplay = true, startSeconds, origin = YOUTUBE_NOCOOKIE_ORIGIN } = options;
  const params = new URLSearchParams();
  if (autoplay) params.set('autoplay', '1');
  // Related videos from the same channel only, and no YouTube branding overlay where allowed.
  params.set('rel', '0');
  params.set('modestbranding', '1');
  if (startSeconds !== undefined && Number.isFinite(startSeconds) && startSeconds > 0) {
    params.set('start', String(Math.floor(startSeconds)));
  }
  return `${origin.replace(/\/+$/, '')}/embed/${encodeURIComponent(videoId.trim())}?${params.toString()}`;
}
