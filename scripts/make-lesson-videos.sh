#!/usr/bin/env bash
# Renders the lecture hall's seed lessons (issue 19) from our own slides:
#   apps/server/src/content-seed/lesson-slides.ts (+ course and lesson titles from courses.ts)
#   → apps/server/src/content-seed/media/<lesson key>.webm  (VP9, 854×480, silent, ≤ 400 kB)
#   → apps/server/src/content-seed/media/<lesson key>.jpg   (poster: the cover slide, ≤ 60 kB)
# Each slide is drawn to a PNG with ffmpeg drawtext and a CJK font (Debian's fonts-wqy-zenhei, the
# same font the browser tests use), then the slides are joined with short fades and encoded.
# Installs ffmpeg and the font when missing (Debian packages, as scripts/lib.sh does).
# Usage: scripts/make-lesson-videos.sh [lesson-key ...]   (no key: every lesson)
# After rendering it prints each lesson's real duration (ffprobe): copy it into courses.ts.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

SEED="$ROOT/apps/server/src/content-seed"
OUT="$SEED/media"

missing=()
command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1 || missing+=(ffmpeg)
fc-list 2>/dev/null | grep -qi 'wqy' || missing+=(fonts-wqy-zenhei)
if [ ${#missing[@]} -gt 0 ]; then apt_install "${missing[@]}"; fi
FONT="$(fc-match -f '%{file}' 'WenQuanYi Zen Hei')"
case "$FONT" in *wqy*) ;; *) echo "no WenQuanYi Zen Hei font found (got: $FONT)" >&2; exit 1 ;; esac

W=854 H=480 FPS=15
COVER_S=5 SLIDE_S=8 FADE=0.5
# Palette: apps/web/src/theme.ts (primary, teal, navy) on a light background.
BLUE=0x1D5FE0 TEAL=0x0FB5A6 NAVY=0x0D1B3E BG=0xF5F8FF INK=0x2B3A55 MUTED=0x7A879C PALE=0xCFDDFB

WORK="$(mktemp -d /tmp/lesson-videos.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

# Slide texts to files (drawtext reads them with textfile=, so no escaping), one folder per lesson:
# course.txt, num.txt, title.txt (the cover), then s<N>/title.txt and s<N>/line<M>.txt.
node --input-type=module - "$SEED" "$WORK" "$@" <<'JS'
import fs from 'node:fs';
import path from 'node:path';
const [seed, work, ...only] = process.argv.slice(2);
const { SEED_COURSES } = await import(path.join(seed, 'courses.ts'));
const { LESSON_SLIDES } = await import(path.join(seed, 'lesson-slides.ts'));
const keys = [];
for (const course of SEED_COURSES) {
  course.lessons.forEach((lesson, i) => {
    if (only.length && !only.includes(lesson.key)) return;
    const slides = LESSON_SLIDES[lesson.key];
    if (!slides) throw new Error(`no slides for lesson ${lesson.key}`);
    const dir = path.join(work, lesson.key);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'course.txt'), course.title);
    fs.writeFileSync(path.join(dir, 'num.txt'), `第 ${i + 1} 讲 · 共 ${course.lessons.length} 讲`);
    fs.writeFileSync(path.join(dir, 'title.txt'), lesson.title);
    fs.writeFileSync(path.join(dir, 'footer.txt'), `${course.title} · 第 ${i + 1} 讲`);
    slides.forEach((slide, n) => {
      const s = path.join(dir, `s${n + 1}`);
      fs.mkdirSync(s);
      fs.writeFileSync(path.join(s, 'title.txt'), slide.title);
      fs.writeFileSync(path.join(s, 'page.txt'), `${n + 2} / ${slides.length + 1}`);
      slide.lines.forEach((line, m) => fs.writeFileSync(path.join(s, `line${m + 1}.txt`), line));
    });
    keys.push(lesson.key);
  });
}
for (const k of only) if (!keys.includes(k)) throw new Error(`unknown lesson key ${k}`);
fs.writeFileSync(path.join(work, 'lessons.txt'), keys.join('\n') + '\n');
JS

# drawtext for the text in file $1 at x=$2 y=$3, size $4, colour $5.
text() { printf "drawtext=fontfile='%s':textfile='%s':expansion=none:x=%s:y=%s:fontsize=%s:fontcolor=%s" "$FONT" "$1" "$2" "$3" "$4" "$5"; }
# One still frame from a filter chain on a plain background.
still() { ffmpeg -nostdin -v error -y -f lavfi -i "color=c=$1:s=${W}x${H}" -frames:v 1 -vf "$2" "$3"; }

cover() { # lesson dir → cover.png
  local d=$1
  still "$BLUE" "$(text "$d/course.txt" 56 100 26 "$PALE"),\
drawbox=x=56:y=160:w=64:h=6:color=$TEAL:t=fill,\
$(text "$d/title.txt" 56 194 40 white),\
$(text "$d/num.txt" 56 268 24 "$PALE"),\
drawbox=x=0:y=$((H - 64)):w=$W:h=64:color=0x174FC0:t=fill,\
drawtext=fontfile='$FONT':text='志愿通 · 讲堂（示例课程）':x=56:y=$((H - 24))-max_glyph_a:fontsize=20:fontcolor=white,\
drawtext=fontfile='$FONT':text='内容仅供参考，以本省当年政策为准':x=w-tw-56:y=$((H - 24))-max_glyph_a:fontsize=17:fontcolor=$PALE" "$d/cover.png"
}

slide() { # lesson dir, slide dir → slide.png
  local d=$1 s=$2 chain y=190 line
  chain="drawbox=x=0:y=0:w=$W:h=8:color=$BLUE:t=fill,\
$(text "$d/footer.txt" 56 36 20 "$BLUE"),\
$(text "$s/title.txt" 56 84 38 "$NAVY"),\
drawbox=x=56:y=140:w=56:h=5:color=$TEAL:t=fill"
  for line in "$s"/line*.txt; do
    chain+=",drawbox=x=58:y=$((y + 9)):w=10:h=10:color=$TEAL:t=fill,$(text "$line" 84 "$y" 28 "$INK")"
    y=$((y + 56))
  done
  chain+=",drawbox=x=56:y=$((H - 52)):w=$((W - 112)):h=1:color=0xDDE4F0:t=fill,\
drawtext=fontfile='$FONT':text='志愿通 · 讲堂':x=56:y=$((H - 20))-max_glyph_a:fontsize=17:fontcolor=$MUTED,\
$(text "$s/page.txt" "w-tw-56" "$((H - 20))-max_glyph_a" 17 "$MUTED")"
  still "$BG" "$chain" "$s/slide.png"
}

while read -r key <&3; do
  d="$WORK/$key"
  cover "$d"
  inputs=(-loop 1 -framerate "$FPS" -t "$(awk "BEGIN{print $COVER_S + $FADE}")" -i "$d/cover.png")
  slides=("$d"/s*/)
  n=${#slides[@]}
  for i in $(seq 1 "$n"); do
    slide "$d" "$d/s$i"
    t=$SLIDE_S; [ "$i" -lt "$n" ] && t=$(awk "BEGIN{print $SLIDE_S + $FADE}")
    inputs+=(-loop 1 -framerate "$FPS" -t "$t" -i "$d/s$i/slide.png")
  done
  # Fades: the k-th starts where the slides before it end (each input runs FADE longer but the last).
  graph="" prev="0:v" offset=$COVER_S
  for i in $(seq 1 "$n"); do
    graph+="[$prev][$i:v]xfade=transition=fade:duration=$FADE:offset=$offset[v$i];"
    prev="v$i" offset=$((offset + SLIDE_S))
  done
  graph+="[$prev]format=yuv420p[out]"
  ffmpeg -nostdin -v error -y "${inputs[@]}" -filter_complex "$graph" -map '[out]' -an -r "$FPS" \
    -c:v libvpx-vp9 -b:v 0 -crf 36 -deadline good -cpu-used 2 -row-mt 1 -g $((FPS * 8)) \
    -map_metadata -1 -fflags +bitexact -flags:v +bitexact "$OUT/$key.webm"
  ffmpeg -nostdin -v error -y -i "$d/cover.png" -q:v 4 -map_metadata -1 "$OUT/$key.jpg"
  secs=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT/$key.webm")
  printf '%-28s %5.1f s  %6s B webm  %6s B jpg\n' "$key" "$secs" "$(stat -c %s "$OUT/$key.webm")" "$(stat -c %s "$OUT/$key.jpg")"
done 3< "$WORK/lessons.txt"
