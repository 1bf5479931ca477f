import sharp from 'sharp';
const W=3820,H=2160;
const buf=Buffer.alloc(W*H*3);
let s=1;
for(let y=0;y<H;y++)for(let x=0;x<W;x++){const i=(y*W+x)*3; s=(s*1103515245+12345)&0x7fffffff; const n=(s>>16)&15; const base=(Math.sin(x/50)+Math.cos(y/70))*40+120; buf[i]=base+n;buf[i+1]=base*0.9+n;buf[i+2]=base*0.8+n;}
sharp.concurrency(1);
const img=()=>sharp(buf,{raw:{width:W,height:H,channels:3}});
for (const rep of [1,2]){
let t=performance.now(); const j=await img().jpeg({quality:85}).toBuffer(); console.log('jpg3820',(performance.now()-t).toFixed(0),j.length);
t=performance.now(); const w=await img().webp({quality:80,effort:0}).toBuffer(); console.log('webp3820 e0',(performance.now()-t).toFixed(0),w.length);
t=performance.now(); const j2=await img().resize(1920).jpeg({quality:85}).toBuffer(); console.log('jpg1920',(performance.now()-t).toFixed(0),j2.length);
t=performance.now(); const w2=await img().resize(1920).webp({quality:80,effort:0}).toBuffer(); console.log('webp1920',(performance.now()-t).toFixed(0),w2.length);
t=performance.now(); const j3=await img().resize(960).jpeg({quality:85}).toBuffer(); console.log('jpg960',(performance.now()-t).toFixed(0),j3.length);
t=performance.now(); const r= await img().resize(1920).raw().toBuffer(); console.log('resize1920 raw',(performance.now()-t).toFixed(0));
t=performance.now(); const w3=await sharp(r,{raw:{width:1920,height:1080,channels:3}}).webp({quality:80,effort:0}).toBuffer(); console.log('webp1920 from raw',(performance.now()-t).toFixed(0));
}
