#!/usr/bin/env bash
# Regenerates the demo clips in src/seed/media (committed; nothing is fetched at run time).
# Needs Debian's ffmpeg and fonts-wqy-zenhei. Each clip exists as H.264/AAC mp4 (WeChat, iOS) and
# VP8/Vorbis webm, so the player can fall back from one source to the other.
set -euo pipefail
cd "$(dirname "$0")/../src/seed/media"
FONT=/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc
MP4="-c:v libx264 -profile:v baseline -b:v 120k -c:a aac -b:a 32k -movflags +faststart"
WEBM="-c:v libvpx -b:v 120k -c:a libvorbis -b:a 32k"
clip() { # file title colour colour encoder-args
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=size=480x270:rate=15:duration=8:c0=$3:c1=$4:speed=0.02" \
    -f lavfi -i "sine=frequency=440:duration=8:sample_rate=22050" \
    -vf "drawtext=fontfile=$FONT:text='$2':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=(h-text_h)/2-20,drawtext=fontfile=$FONT:text='财学 Caixue 演示片段 %{eif\:t\:d}s':fontcolor=white@0.85:fontsize=18:x=(w-text_w)/2:y=(h/2)+30,format=yuv420p" \
    -af "volume=0.05" $5 "$1"
}
clip lesson.mp4 '财学课堂' 0xd81e06 0x7a0f03 "$MP4"
clip lesson.webm '财学课堂' 0xd81e06 0x7a0f03 "$WEBM"
clip live.mp4 '财学直播间' 0x1f4fa8 0x0b1f45 "$MP4"
clip live.webm '财学直播间' 0x1f4fa8 0x0b1f45 "$WEBM"
for ext in ogg m4a; do
  codec=$([ "$ext" = ogg ] && echo libvorbis || echo aac)
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "sine=frequency=330:duration=6:sample_rate=22050" -af "volume=0.1" -c:a "$codec" -b:a 32k "fm.$ext"
done
