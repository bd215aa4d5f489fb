#!/usr/bin/env bash
# Old build against new: the text tour and the gallery's scripted runs, every picture compared byte for byte.
# Unquantized captures (no pngquant): a refactor that keeps behaviour gives identical bytes.
#   tools/compare-builds.sh OLD_BINARY NEW_BINARY   (debug builds of two revisions; OUT=DIR for the pictures)
set -u
old=${1:?usage: tools/compare-builds.sh OLD_BINARY NEW_BINARY}; new=${2:?usage: tools/compare-builds.sh OLD_BINARY NEW_BINARY}
old=$(realpath "$old"); new=$(realpath "$new")
out=${OUT:-/tmp/compare-builds}; rm -rf $out; mkdir -p $out
cd "$(dirname "$0")/.."
python3 docs/gallery.py $out/work >/dev/null
for size in 390x844 844x390 1024x768; do
  for which in old new; do
    bin=$old; [ $which = new ] && bin=$new
    d=$out/$which/tour-$size; mkdir -p $d
    xvfb-run -a -s "-screen 0 ${size}x24" $bin --text-tour --mute --size $size --data-dir "$(mktemp -d)" --screenshot-dir $d > $d.log 2>&1 || echo "tour $which $size failed"
  done
done
run_one() {
  local which=$1 name=$2 w=$3 h=$4 lang=$5 extra=${6:--}
  [ "$extra" != "-" ] || extra=""
  local bin=$old; [ $which = new ] && bin=$new
  local data=$(mktemp -d); local d=$out/$which/$name; mkdir -p $d
  echo '{"version":2,"prefs":{"controls":"Slingshot"}}' > $data/flickwood.json
  env LANG=$lang LC_ALL=$lang FLICKWOOD_MSAA=1 $extra xvfb-run -a -s "-screen 0 ${w}x${h}x24" $bin --script $out/work/$name.json --screenshot-dir $d --size ${w}x${h} --mute --data-dir $data --frames-per-draw 2 > $d.log 2>&1 || echo "run $which $name failed"
}
export -f run_one
export old new out
while read -r name w h lang extra; do
  for which in old new; do echo "$which $name $w $h $lang ${extra:--}"; done
done < $out/work/runs.txt | xargs -P 2 -L 1 bash -c 'run_one "$@"' _
same=0; diff=0
for f in $(cd $out/old && find . -name '*.png' | sort); do
  if cmp -s $out/old/$f $out/new/$f; then same=$((same+1)); else diff=$((diff+1)); echo "DIFFERS: $f"; fi
done
echo "pictures: $same identical, $diff differ; old $(find $out/old -name '*.png' | wc -l), new $(find $out/new -name '*.png' | wc -l)"
