# Obsolete option forms read by the shared parser's hook: chmod -MODE, fmt -WIDTH, pr +FIRST[:LAST].

#### chmod -w, -755, -w-x and modes from several words
## file: f
chmod 644 f
chmod -w f; stat -c %a f
chmod 644 f; chmod -755 f; stat -c %a f
chmod 644 f; chmod -w-x f -v
chmod 644 f; chmod -r -w f -v
chmod 644 f; chmod -w,u+r f -v

#### chmod: a cluster holding a mode letter is a mode
## file: f
chmod -Rw f; echo "status $?"
chmod -cw f; echo "status $?"
chmod -zw f; echo "status $?"
chmod -w; echo "status $?"

#### chmod: a word an option takes is not a mode
## file: f
chmod --reference -w f; echo "status $?"
chmod 644 f; chmod -w -- f; stat -c %a f
chmod 644 f; chmod -- -w f; stat -c %a f

#### octal after an operator
## file: f
chmod 644 f; chmod =640 f; stat -c %a f
chmod +111 f; stat -c %a f
chmod -75,u+x f; stat -c %a f
chmod u-755 f; echo "status $?"
chmod -755r f; echo "status $?"
chmod +77777 f; echo "status $?"
mkdir -m -777 d; stat -c %a d

#### fmt -WIDTH only as the first argument
## file: t
## | a b c d e f g h i j k l m n o p
fmt -5 t
fmt -5x t; echo "status $?"
fmt -w 3 -5 t; echo "status $?"
fmt t -5; echo "status $?"
fmt -10 -w 6 t
fmt -0 t; echo "status $?"

#### pr +FIRST[:LAST]
## file: p
## | l1
## | l2
## | l3
pr -t -l 1 +2 p
pr -t -l 1 +2:2 p
pr -t -h +3 -l 1 +2 p
pr -t -l 1 +2 +3 p; echo "status $?"

#### pr: only the first range counts, --pages first makes +N a file name
## file: p
## | l1
## | l2
## | l3
pr -t -l 1 --pages=2 +3 p; echo "status $?"
pr -t -l 1 +3 --pages=1 p
pr -t +0 p; echo "status $?"
pr -t +2:1 p; echo "status $?"
pr -t +x p; echo "status $?"
pr -t +2:x p; echo "status $?"
pr -t -- +2 p; echo "status $?"
