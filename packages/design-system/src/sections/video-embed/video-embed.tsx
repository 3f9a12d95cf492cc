'use client';

import { Play } from '../../icons';
import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useUiMessages } from '../../locale';
import { youtubeEmbedUrl, YOUTUBE_NOCOOKIE_ORIGIN } from './youtube-embed-url';

export interface VideoEmbedProps extends Omit<ComponentProps<'div'>, 'title' | 'children'> {
  /** The YouTube video id, e.g. `dQw4w9WgXcQ`. */
  videoId: string;
  /** What the video is; shown on the poster and used as the iframe's accessible title. */
  title: string;
  /** Label of the play button. */
  playLabel?: string;
  /** Says what playing will do (load a third-party player); shown under the button. */
  notice?: ReactNode;
  /** A first-party picture for the poster (an `<img alt="">` from your own host); never a YouTube thumbnail. */
  poster?: ReactNode;
  /** Start offset in seconds. */
  startSeconds?: number;
  /** Called when the visitor asks to play, before the player loads. */
  onPlay?: () => void;
  /** Host to embed from; defaults to YouTube's privacy-enhanced `youtube-nocookie.com`. */
  embedOrigin?: string;
}

/**
 * A YouTube player that loads nothing from YouTube until the visitor presses play: first a
 * poster and a button, then the titled iframe in the same 16:9 box, so the page never shifts.
 */
export function VideoEmbed({
  videoId,
  title,
  playLabel: playLabelProp,
  notice = 'Playing loads the video from YouTube, which may then set cookies.',
  poster,
  startSeconds,
  onPlay,
  embedOrigin = YOUTUBE_NOCOOKIE_ORIGIN,
  className,
  ...rest
}: VideoEmbedProps) {
  const messages = useUiMessages();
  const playLabel = playLabelProp ?? messages.playVideo;
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noticeId = useId();

  // The button the visitor pressed disappears; keep keyboard focus where the video is.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <div
      data-slot="video-embed"
      data-state={playing ? 'playing' : 'idle'}
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-ds-xl border border-ds-border bg-ds-secondary text-ds-secondary-foreground shadow-ds-elevated',
        className,
      )}
      {...rest}
    >
      {playing ? (
        <iframe
          ref={frameRef}
          title={title}
          src={youtubeEmbedUrl(videoId, { startSeconds, origin: embedOrigin })}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <>
          <div aria-hidden="true" className="absolute inset-0">
            {/* The brand colour's glow. `in srgb`: a gradient through color-mix() would otherwise blend in oklab. */}
            {poster ?? (
              <div className="size-full bg-[radial-gradient(circle_at_30%_20%_in_srgb,color-mix(in_srgb,var(--rrl-primary)_45%,transparent),transparent_55%),radial-gradient(circle_at_80%_90%_in_srgb,color-mix(in_srgb,var(--rrl-primary)_25%,transparent),transparent_50%)]" />
            )}
            <div className="absolute inset-0 bg-linear-to-t from-ds-overlay/70 via-ds-overlay/25 to-ds-overlay/10" />
          </div>
          <div className="relative flex size-full flex-col items-center justify-center gap-2 p-3 text-center text-ds-on-overlay ds-sm:gap-4 ds-sm:p-8">
            <button
              type="button"
              aria-describedby={notice ? noticeId : undefined}
              onClick={() => {
                onPlay?.();
                setPlaying(true);
              }}
              className="group flex flex-col items-center gap-2 rounded-ds-xl p-1 text-ds-on-overlay focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-on-overlay ds-sm:gap-3 ds-sm:p-2"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-12 items-center justify-center rounded-full bg-ds-primary-strong shadow-ds-elevated transition-transform group-hover:scale-105 ds-sm:size-18"
              >
                <Play className="size-6 translate-x-0.5 fill-current ds-sm:size-8" />
              </span>
              <span className="text-sm font-semibold ds-sm:text-base">{playLabel}</span>
              {/* A 320 px wide 16:9 box has room for the button and the notice only; the title stays in the name. */}
              <span className="sr-only max-w-md text-xl font-semibold text-balance ds-sm:not-sr-only">
                {title}
              </span>
            </button>
            {notice ? (
              <p id={noticeId} className="max-w-md text-xs text-ds-on-overlay/85 ds-sm:text-sm">
                {notice}
              </p>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
