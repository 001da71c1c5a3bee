# file (common answers) and truncate (size operators, units, references, errors).

#### file classifies common files
printf 'hello\n' > t; printf 'hello' > nonl; printf 'a\r\nb\r\n' > crlf; printf 'h\303\251llo\n' > u; printf '#!/bin/bash\necho\n' > sh1; printf '#!/bin/sh\necho\n' > sh2; printf '#!/usr/bin/env python3\nprint()\n' > py; printf '{"a": 1}\n' > j.json; printf '[1,2]' > arr; printf '\000\001\002' > bin; : > empty; mkdir d; ln -s t lnk; ln -s nowhere broken; printf '<?xml version="1.0"?>\n<a/>\n' > x.xml; printf '<!DOCTYPE html>\n<html></html>\n' > h.html; printf '\357\273\277hi\n' > bom; printf 'a\tb\n' > tab; printf '\033[1mx\n' > esc; printf 'abc\200\n' > iso; printf 'caf\351\n' > latin; printf 'a\rb\r' > cr; file *

#### file -b
printf 'hello\n' > t; printf 'hello' > nonl; printf 'a\r\nb\r\n' > crlf; printf 'h\303\251llo\n' > u; printf '#!/bin/bash\necho\n' > sh1; printf '#!/bin/sh\necho\n' > sh2; printf '#!/usr/bin/env python3\nprint()\n' > py; printf '{"a": 1}\n' > j.json; printf '[1,2]' > arr; printf '\000\001\002' > bin; : > empty; mkdir d; ln -s t lnk; ln -s nowhere broken; printf '<?xml version="1.0"?>\n<a/>\n' > x.xml; printf '<!DOCTYPE html>\n<html></html>\n' > h.html; printf '\357\273\277hi\n' > bom; printf 'a\tb\n' > tab; printf '\033[1mx\n' > esc; printf 'abc\200\n' > iso; printf 'caf\351\n' > latin; printf 'a\rb\r' > cr; file -b t u bin d

#### file -i
printf 'hello\n' > t; printf 'hello' > nonl; printf 'a\r\nb\r\n' > crlf; printf 'h\303\251llo\n' > u; printf '#!/bin/bash\necho\n' > sh1; printf '#!/bin/sh\necho\n' > sh2; printf '#!/usr/bin/env python3\nprint()\n' > py; printf '{"a": 1}\n' > j.json; printf '[1,2]' > arr; printf '\000\001\002' > bin; : > empty; mkdir d; ln -s t lnk; ln -s nowhere broken; printf '<?xml version="1.0"?>\n<a/>\n' > x.xml; printf '<!DOCTYPE html>\n<html></html>\n' > h.html; printf '\357\273\277hi\n' > bom; printf 'a\tb\n' > tab; printf '\033[1mx\n' > esc; printf 'abc\200\n' > iso; printf 'caf\351\n' > latin; printf 'a\rb\r' > cr; file -i t u bin empty d

#### file --mime-type
printf 'hello\n' > t; printf 'hello' > nonl; printf 'a\r\nb\r\n' > crlf; printf 'h\303\251llo\n' > u; printf '#!/bin/bash\necho\n' > sh1; printf '#!/bin/sh\necho\n' > sh2; printf '#!/usr/bin/env python3\nprint()\n' > py; printf '{"a": 1}\n' > j.json; printf '[1,2]' > arr; printf '\000\001\002' > bin; : > empty; mkdir d; ln -s t lnk; ln -s nowhere broken; printf '<?xml version="1.0"?>\n<a/>\n' > x.xml; printf '<!DOCTYPE html>\n<html></html>\n' > h.html; printf '\357\273\277hi\n' > bom; printf 'a\tb\n' > tab; printf '\033[1mx\n' > esc; printf 'abc\200\n' > iso; printf 'caf\351\n' > latin; printf 'a\rb\r' > cr; file --mime-type t j.json sh1 x.xml h.html

#### file --mime-encoding
printf 'hello\n' > t; printf 'hello' > nonl; printf 'a\r\nb\r\n' > crlf; printf 'h\303\251llo\n' > u; printf '#!/bin/bash\necho\n' > sh1; printf '#!/bin/sh\necho\n' > sh2; printf '#!/usr/bin/env python3\nprint()\n' > py; printf '{"a": 1}\n' > j.json; printf '[1,2]' > arr; printf '\000\001\002' > bin; : > empty; mkdir d; ln -s t lnk; ln -s nowhere broken; printf '<?xml version="1.0"?>\n<a/>\n' > x.xml; printf '<!DOCTYPE html>\n<html></html>\n' > h.html; printf '\357\273\277hi\n' > bom; printf 'a\tb\n' > tab; printf '\033[1mx\n' > esc; printf 'abc\200\n' > iso; printf 'caf\351\n' > latin; printf 'a\rb\r' > cr; file --mime-encoding t u latin bin

#### file missing file
file nonex; echo "s=$?"

#### file without operands
file; echo "s=$?"

#### file -L follows a symlink
printf 'x\n' > t; ln -s t lnk; file -L lnk; file -h lnk

#### file of a PNG
printf '\211PNG\r\n\032\n\000\000\000\rIHDR\000\000\000\002\000\000\000\003\010\006\000\000\000\000\000\000\000' > p.png; file p.png

#### file of gzip data
printf H4sIAAAAAAAAA8tIzcnJ5wIAIDA6NgYAAAA= | base64 -d > g.gz; file g.gz

#### file of a PDF header
printf '%%PDF-1.4\n%%\342\343\n' > a.pdf; file a.pdf

#### file of a script with env and options
printf '#!/usr/bin/env -S bash -e\n' > s; file s

#### file of a perl script
printf '#!/usr/bin/perl\nprint 1;\n' > s; file s

#### file of a node script
printf '#!/usr/bin/env node\n' > s; file s

#### file of a UTF-8 script
printf '#!/bin/sh\necho \303\251\n' > s; file s

#### file -N no padding
printf x > a; printf y > bbbb; file -N a bbbb

#### file -F separator
printf x > a; file -F ' =>' a

#### file of stdin
printf 'hi\n' | file -

#### file of /dev/null
file /dev/null

#### file of invalid JSON
printf '{oops\n' > j; file j

#### file of a text with a long line
printf '%0500d\n' 0 > l; file l

#### file of backspaces
printf 'a\bb\n' > o; file o

#### file of mixed line endings
printf 'a\r\nb\n' > m; file m

#### truncate -s 3 a
## file: a
## | hello
truncate -s 3 a; wc -c < a; od -c a | head -2

#### truncate -s +2 a
## file: a
## | hello
truncate -s +2 a; wc -c < a; od -c a | head -2

#### truncate -s -1 a
## file: a
## | hello
truncate -s -1 a; wc -c < a; od -c a | head -2

#### truncate -s '<2' a
## file: a
## | hello
truncate -s '<2' a; wc -c < a; od -c a | head -2

#### truncate -s '>10' a
## file: a
## | hello
truncate -s '>10' a; wc -c < a; od -c a | head -2

#### truncate -s %4 a
## file: a
## | hello
truncate -s %4 a; wc -c < a; od -c a | head -2

#### truncate -s /4 a
## file: a
## | hello
truncate -s /4 a; wc -c < a; od -c a | head -2

#### truncate -s 1K a
## file: a
## | hello
truncate -s 1K a; wc -c < a; od -c a | head -2

#### truncate -s 1KB a
## file: a
## | hello
truncate -s 1KB a; wc -c < a; od -c a | head -2

#### truncate -s -100 a
## file: a
## | hello
truncate -s -100 a; wc -c < a; od -c a | head -2

#### truncate -s 0 a
## file: a
## | hello
truncate -s 0 a; wc -c < a; od -c a | head -2

#### truncate --size=2 a
## file: a
## | hello
truncate --size=2 a; wc -c < a; od -c a | head -2

#### truncate -c does not create
truncate -c -s 5 nonex; ls

#### truncate creates a file
truncate -s 5 new; od -c new

#### truncate several files
truncate -s 2 x y; wc -c x y

#### truncate needs a size
## file: a
## | hello
truncate a; echo "s=$?"

#### truncate needs a file
truncate -s 5; echo "s=$?"

#### truncate invalid size
## file: a
## | hello
truncate -s x a; echo "s=$?"

#### truncate hex size is invalid
## file: a
## | hello
truncate -s 0x10 a; echo "s=$?"

#### truncate in a missing directory
truncate -s 5 nodir/f; echo "s=$?"

#### truncate a directory
mkdir d; truncate -s 0 d; echo "s=$?"

#### truncate -r reference
## file: a
## | hello
truncate -r a b; wc -c < b

#### truncate -r with relative size
## file: a
## | hello
truncate -r a -s +1 b; wc -c < b

#### truncate -r missing reference
truncate -r nope b; echo "s=$?"

#### truncate -r with absolute size
## file: a
## | hello
truncate -r a -s 3 b; echo "s=$?"

#### truncate division by zero
## file: a
## | hello
truncate -s /0 a; echo "s=$?"
