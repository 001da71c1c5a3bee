# select: the menu, replies, PS3, end of input, an empty reply.

#### select menu
select x in a b c; do echo "got $x $REPLY"; break; done <<< 2

#### select bad reply
select x in a b; do echo "got [$x] $REPLY"; break; done <<< 9

#### select eof
select x in a b; do echo never; done < /dev/null; echo "status $?"

#### select PS3
PS3='pick: '; select x in a; do break; done <<< 1

#### select empty line redisplays
printf '\n1\n' | { select x in a b; do echo "got $x"; break; done; }

#### select no words
select x in; do echo never; done; echo "status $?"
