export { VideoEmbed, type VideoEmbedProps } from './video-embed';
export { youtubeEmbedUrl, YOUTUBE_NOCOOKIE_ORIGIN, type YoutubeEmbedOptions } from './youtube-embed-url';
